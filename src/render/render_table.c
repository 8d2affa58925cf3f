/* render_table.c - the people's table (docs/architecture.md s2).
 *
 * Rows are kept until end(), then laid out:
 *   one row, one column:  the bare value             "41.79 ms"
 *   one row:              symbol  meaning  value      (a vertical list)
 *   many rows:            key line, "(unit)" line, one line per row, one
 *                         unit per column picked from its largest value
 * followed by the notes as "note: TEXT" lines. Columns are two spaces
 * apart, numbers right-aligned, text left-aligned (also the words of a
 * last column that mixes them with numbers), no trailing blanks.
 * Past RENDER_TABLE_LOOKAHEAD rows the many-row table streams: its
 * columns are laid out from the rows held, and each later row is written
 * as it comes (render_impl.h).
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mlsys/units.h"
#include "render_impl.h"

/* Display width of UTF-8 text s: its number of code points. */
static size_t u8width(const char *s)
{
    size_t w = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        w += (*p & 0xC0) != 0x80;
    return w;
}

/* Keep a copy of s in r->strs and set *ref to 1 + its offset. */
static int stash(struct render *r, const char *s, size_t *ref, struct mlsys_err *err)
{
    size_t off = r->strs.len;
    if (mlsys_buf_add(&r->strs, s, strlen(s) + 1))
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    *ref = off + 1;
    return 0;
}

/* Keep a copy of the output columns of a row (strings and DYNAMIC units
 * copied: the caller's cells are only borrowed). */
static int keep_row(struct render *r, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    if (r->capcells - r->ncells < r->nsel) {
        size_t cap = r->capcells ? r->capcells : 64;
        while (cap - r->ncells < r->nsel) {
            if (cap > SIZE_MAX / 2 / sizeof *r->cells)
                return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
            cap *= 2;
        }
        struct tcell *p = realloc(r->cells, cap * sizeof *p);
        if (!p)
            return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        r->cells = p;
        r->capcells = cap;
    }
    for (size_t i = 0; i < r->nsel; i++) {
        const struct mlsys_cell *c = &cells[r->sel[i].col];
        struct tcell *x = &r->cells[r->ncells + i];
        memset(x, 0, sizeof *x);
        x->type = (unsigned char)c->type;
        x->q = c->q;
        if (r->cols[r->sel[i].col].kind == RK_NUM) /* mlsys_cell_val cells have no dim */
            memcpy(x->q.dim, r->cols[r->sel[i].col].dim, sizeof x->q.dim);
        x->b = c->b;
        int rc = 0;
        if (c->type == MLSYS_CELL_STR && !c->s)
            x->type = MLSYS_CELL_NONE;
        else if (c->type == MLSYS_CELL_STR)
            rc = stash(r, c->s, &x->s, err);
        else if (c->type == MLSYS_CELL_NUM && c->unit && r->cols[r->sel[i].col].kind == RK_DYN)
            rc = stash(r, c->unit, &x->s, err);
        if (rc)
            return rc;
    }
    r->ncells += r->nsel;
    return 0;
}

/* ---- cells ------------------------------------------------------------- */

/* The people's family of a DYNAMIC number without a unit: the base unit
 * name of dim, with a leading "kg" read as "g" (so mass gets g/kg/t). */
static void dyn_family(const int8_t dim[MLSYS_NDIM], char *buf, size_t n)
{
    mlsys_qty_unit_name(dim, buf, n);
    if (strncmp(buf, "kg", 2) == 0)
        memmove(buf, buf + 1, strlen(buf));
}

/* Format cell x of output column j for people, with its own unit: "-"
 * for absent and NaN, "true"/"false" (the word of every format), the
 * string, or mlsys_units_format with
 * the column's family and mode (DYNAMIC: the cell's unit, fixed, else a
 * family from its dimension). *out points to buf or to constant text. */
static int people_cell(const struct render *r, size_t j, const struct tcell *x, char *buf,
                       size_t n, const char **out, struct mlsys_err *err)
{
    size_t col = r->sel[j].col;
    const struct mlsys_coldef *d = &r->t.cols[col];
    if (x->type == MLSYS_CELL_BOOL)
        *out = mlsys_cell_bool_word(x->b);
    else if (x->type == MLSYS_CELL_STR)
        *out = mlsys_render_str(r, x->s);
    else if (x->type != MLSYS_CELL_NUM || isnan(x->q.v))
        *out = "-";
    if (x->type != MLSYS_CELL_NUM || isnan(x->q.v))
        return 0;
    const char *fam = d->unit ? d->unit : "";
    enum mlsys_units_fmt_mode mode = d->mode;
    char dfam[RENDER_UNIT_MAX];
    if (r->cols[col].kind == RK_DYN && x->s) {
        fam = mlsys_render_str(r, x->s);
        mode = MLSYS_FMT_FIXED;
    } else if (r->cols[col].kind == RK_DYN) {
        dyn_family(x->q.dim, dfam, sizeof dfam);
        fam = dfam;
    }
    *out = buf;
    return mlsys_units_format(x->q, fam, mode, r->digits, buf, n, err);
}

/* ---- lines ------------------------------------------------------------- */

/* A line being written: blanks are held back until text follows them, so
 * no line ends in blanks. */
struct line {
    struct render *r;
    size_t pending;
};

/* Write the held-back blanks. */
static int line_blanks(struct line *w, struct mlsys_err *err)
{
    struct render *r = w->r;
    while (w->pending > 0) {
        size_t k = w->pending < 256 ? w->pending : 256;
        if (mlsys_render_need(r, k, err))
            return r->fail;
        memset(r->buf + r->len, ' ', k);
        r->len += k;
        w->pending -= k;
    }
    return 0;
}

/* Write s in a field of `width` columns (right- or left-aligned), then
 * hold two blanks for the gap to the next field. */
static int line_cell(struct line *w, const char *s, size_t width, bool right,
                     struct mlsys_err *err)
{
    size_t n = u8width(s);
    size_t pad = width > n ? width - n : 0;
    if (right)
        w->pending += pad;
    if (*s && (line_blanks(w, err) || mlsys_render_puts(w->r, s, err)))
        return w->r->fail;
    if (!right)
        w->pending += pad;
    w->pending += 2;
    return 0;
}

/* End the line (dropping held-back blanks). */
static int line_end(struct line *w, struct mlsys_err *err)
{
    w->pending = 0;
    return mlsys_render_put(w->r, "\n", 1, err);
}

/* ---- one row ----------------------------------------------------------- */

/* Write the vertical list "symbol  meaning  value" of vals (one per
 * output column), header first unless no_header. */
static int vertical(struct render *r, const char *const *vals, struct mlsys_err *err)
{
    size_t kw = r->no_header ? 0 : strlen("symbol");
    size_t mw = r->no_header ? 0 : strlen("meaning");
    for (size_t j = 0; j < r->nsel; j++) {
        const struct mlsys_coldef *d = &r->t.cols[r->sel[j].col];
        size_t k = u8width(d->key), m = u8width(d->meaning ? d->meaning : "");
        kw = k > kw ? k : kw;
        mw = m > mw ? m : mw;
    }
    struct line w = {r, 0};
    if (!r->no_header &&
        (line_cell(&w, "symbol", kw, false, err) || line_cell(&w, "meaning", mw, false, err) ||
         line_cell(&w, "value", 0, false, err) || line_end(&w, err)))
        return r->fail;
    for (size_t j = 0; j < r->nsel; j++) {
        const struct mlsys_coldef *d = &r->t.cols[r->sel[j].col];
        if (line_cell(&w, d->key, kw, false, err) ||
            line_cell(&w, d->meaning ? d->meaning : "", mw, false, err) ||
            line_cell(&w, vals[j], 0, false, err) || line_end(&w, err))
            return r->fail;
    }
    return 0;
}

/* Lay out a single row: the bare value when one column is shown, else the
 * vertical list. */
static int one_row(struct render *r, struct mlsys_err *err)
{
    if (r->nsel == 0)
        return 0;
    char *bufs = malloc(r->nsel * RENDER_CELL_MAX);
    const char **vals = malloc(r->nsel * sizeof *vals);
    int rc = bufs && vals ? 0 : mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    for (size_t j = 0; !rc && j < r->nsel; j++)
        rc = people_cell(r, j, &r->cells[j], bufs + j * RENDER_CELL_MAX, RENDER_CELL_MAX, &vals[j],
                         err);
    if (!rc && r->nsel == 1)
        rc = mlsys_render_puts(r, vals[0], err) || mlsys_render_put(r, "\n", 1, err) ? r->fail : 0;
    else if (!rc)
        rc = vertical(r, vals, err);
    free(bufs);
    free(vals);
    return rc;
}

/* ---- many rows --------------------------------------------------------- */

/* One column of the many-row table. */
struct mcol {
    size_t j;      /* output column (index into r->sel) */
    bool right;    /* numbers right-aligned, text left    */
    bool scaled;   /* one unit for the whole column       */
    char unit[RENDER_UNIT_MAX];
    char head[RENDER_UNIT_MAX + 2]; /* "(unit)" or ""      */
    size_t width;
};

/* Pick the unit of a plain numeric column from its largest finite |value|
 * (rounded to r->digits), so every cell prints as a number only. A column
 * spanning more than three decades in an auto-prefixed family (an ESP32
 * next to a B200) would print tiny numbers in a big unit; its cells then
 * carry their own units instead, and the header none. */
static int pick_unit(const struct render *r, struct mcol *m, struct mlsys_err *err)
{
    const struct mlsys_coldef *d = &r->t.cols[r->sel[m->j].col];
    double vmax = 0, vmin = INFINITY;
    for (size_t i = 0; i < r->nrows; i++) {
        const struct tcell *x = &r->cells[i * r->nsel + m->j];
        if (x->type == MLSYS_CELL_NUM && isfinite(x->q.v) && fabs(x->q.v) > vmax)
            vmax = fabs(x->q.v);
        if (x->type == MLSYS_CELL_NUM && isfinite(x->q.v) && x->q.v != 0 && fabs(x->q.v) < vmin)
            vmin = fabs(x->q.v);
    }
    bool prefixed = d->mode == MLSYS_FMT_AUTO && d->unit[0] && strcmp(d->unit, "%") != 0;
    if (prefixed && vmin < INFINITY && vmax > 1000 * vmin) {
        m->scaled = false;
        return 0;
    }
    int rc = mlsys_units_pick(vmax, d->unit, d->mode, r->digits, m->unit, sizeof m->unit, err);
    if (!rc && m->unit[0])
        snprintf(m->head, sizeof m->head, "(%s)", m->unit);
    return rc;
}

/* Format cell x of column m: a number in the column's unit for scaled
 * columns ("-" for NaN, "inf"), else as people_cell. */
static int many_cell(const struct render *r, const struct mcol *m, const struct tcell *x,
                     char *buf, size_t n, const char **out, struct mlsys_err *err)
{
    if (!m->scaled || x->type != MLSYS_CELL_NUM || isnan(x->q.v))
        return people_cell(r, m->j, x, buf, n, out, err);
    *out = buf;
    if (isinf(x->q.v)) {
        snprintf(buf, n, "%s", x->q.v > 0 ? "inf" : "-inf");
        return 0;
    }
    double v;
    int rc = mlsys_units_convert(x->q.v, x->q.dim, m->unit, &v, err);
    if (!rc)
        mlsys_units_format_num(v, r->digits, m->unit[0] == '\0', buf, n);
    return rc;
}

/* Whether cell x of column k of n is words (a string, true or false) in
 * a column that mixes them with numbers (DYNAMIC) and is shown last: such
 * a cell is left-aligned and does not widen the column. Nothing follows
 * it to line up, and a long text (a catalog entry's source) would
 * otherwise push every number far to the right. */
static bool last_words(const struct render *r, const struct mcol *m, size_t k, size_t n,
                       const struct tcell *x)
{
    return k + 1 == n && r->cols[r->sel[m->j].col].kind == RK_DYN &&
           (x->type == MLSYS_CELL_STR || x->type == MLSYS_CELL_BOOL);
}

/* Choose the many-row columns (--columns: all output columns; else the
 * SUMMARY ones, or all when the command marks none) and their units and
 * widths (the widest cell, but for last_words). Returns how many in *nm. */
static int plan_cols(const struct render *r, struct mcol *ms, size_t *nm, struct mlsys_err *err)
{
    size_t n = 0;
    for (size_t j = 0; j < r->nsel; j++)
        if (r->columns || (r->t.cols[r->sel[j].col].flags & MLSYS_COL_SUMMARY))
            ms[n++].j = j;
    if (n == 0) {
        for (size_t j = 0; j < r->nsel; j++)
            ms[j].j = j;
        n = r->nsel;
    }
    char buf[RENDER_CELL_MAX];
    for (size_t k = 0; k < n; k++) {
        struct mcol *m = &ms[k];
        enum rkind kind = r->cols[r->sel[m->j].col].kind;
        m->right = kind != RK_TEXT;
        m->scaled = kind == RK_NUM;
        m->unit[0] = m->head[0] = '\0';
        int rc = m->scaled ? pick_unit(r, m, err) : 0;
        if (rc)
            return rc;
        m->width = u8width(r->t.cols[r->sel[m->j].col].key);
        m->width = u8width(m->head) > m->width ? u8width(m->head) : m->width;
        for (size_t i = 0; i < r->nrows; i++) {
            const char *s;
            const struct tcell *x = &r->cells[i * r->nsel + m->j];
            if (last_words(r, m, k, n, x))
                continue;
            rc = many_cell(r, m, x, buf, sizeof buf, &s, err);
            if (rc)
                return rc;
            m->width = u8width(s) > m->width ? u8width(s) : m->width;
        }
    }
    *nm = n;
    return 0;
}

/* Write the two header lines: keys, then "(unit)" (left out when no
 * column has a unit). */
static int many_header(struct render *r, const struct mcol *ms, size_t n, struct mlsys_err *err)
{
    struct line w = {r, 0};
    bool units = false;
    for (size_t k = 0; k < n; k++) {
        units |= ms[k].head[0] != '\0';
        if (line_cell(&w, r->t.cols[r->sel[ms[k].j].col].key, ms[k].width, ms[k].right, err))
            return r->fail;
    }
    if (line_end(&w, err))
        return r->fail;
    for (size_t k = 0; units && k < n; k++)
        if (line_cell(&w, ms[k].head, ms[k].width, ms[k].right, err))
            return r->fail;
    return units && line_end(&w, err) ? r->fail : 0;
}

/* Write the held rows [0, nrows) of r->cells in the columns ms[0..n). */
static int many_lines(struct render *r, const struct mcol *ms, size_t n, size_t nrows,
                      struct mlsys_err *err)
{
    char buf[RENDER_CELL_MAX];
    struct line w = {r, 0};
    int rc = 0;
    for (size_t i = 0; !rc && i < nrows; i++) {
        for (size_t k = 0; !rc && k < n; k++) {
            const char *s;
            const struct tcell *x = &r->cells[i * r->nsel + ms[k].j];
            rc = many_cell(r, &ms[k], x, buf, sizeof buf, &s, err);
            if (!rc && line_cell(&w, s, ms[k].width,
                                 ms[k].right && !last_words(r, &ms[k], k, n, x), err))
                rc = r->fail;
        }
        if (!rc && line_end(&w, err))
            rc = r->fail;
    }
    return rc;
}

/* Lay out the rows held as a column table: their columns into a new
 * *ms (*n of them; the caller frees it), the header, then the rows.
 * Nothing without output columns (*ms NULL). */
static int many_rows(struct render *r, struct mcol **ms, size_t *n, struct mlsys_err *err)
{
    *n = 0;
    *ms = NULL;
    if (r->nsel == 0)
        return 0;
    if (!(*ms = malloc(r->nsel * sizeof **ms)))
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    int rc = plan_cols(r, *ms, n, err);
    if (!rc && !r->no_header)
        rc = many_header(r, *ms, *n, err);
    return rc ? rc : many_lines(r, *ms, *n, r->nrows, err);
}

int mlsys_render_table_row(struct render *r, const struct mlsys_cell *cells,
                           struct mlsys_err *err)
{
    int rc = 0;
    if (!r->ms && r->nrows == RENDER_TABLE_LOOKAHEAD && r->nsel) { /* the look-ahead is full */
        rc = many_rows(r, &r->ms, &r->nms, err);
        r->ncells = 0;
    }
    if (rc || !r->ms)
        return rc ? rc : keep_row(r, cells, err);
    size_t mark = r->strs.len; /* the row's strings are dropped once it is written */
    rc = keep_row(r, cells, err);
    if (!rc)
        rc = many_lines(r, r->ms, r->nms, 1, err);
    r->ncells = 0;
    r->strs.len = mark;
    return rc;
}

/* Write the table for the rows kept (nothing for none), then the notes. A
 * bare value that a script asked for (one row, one column chosen with
 * `--columns T`) stands alone, without notes; a command whose table has
 * one column (`units`) still shows its notes. */
int mlsys_render_table_end(struct render *r, struct mlsys_err *err)
{
    int rc = 0;
    if (r->nrows == 1) {
        rc = one_row(r, err);
    } else if (r->nrows > 1 && !r->ms) {
        struct mcol *ms = NULL;
        size_t n;
        rc = many_rows(r, &ms, &n, err);
        free(ms);
    }
    bool bare = r->nrows == 1 && r->nsel == 1 && r->columns;
    for (size_t i = 0; !rc && !bare && i < r->nnotes; i++) {
        if (mlsys_render_puts(r, "note: ", err) ||
            mlsys_render_puts(r, mlsys_render_str(r, r->notes[i]), err) ||
            mlsys_render_put(r, "\n", 1, err))
            rc = r->fail;
    }
    return rc;
}
