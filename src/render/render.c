/* render.c - the renderer sink: format names, --columns selection, column
 * units, cell checks, notes, and the buffered writer with its write-error
 * handling. The formats themselves live in render_machine.c and
 * render_table.c (docs/architecture.md s2).
 */
#include "render/render.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mlsys/units.h"
#include "render_impl.h"

static const char *const format_names[] = {"table", "json", "jsonl", "csv", "tsv"};
#define NFORMATS (sizeof format_names / sizeof format_names[0])

/* Parse a format name (exact, lowercase). An unknown name is MLSYS_EUSAGE
 * "--format: unknown format 'jsn'; did you mean 'json'?" or, with nothing
 * close, "--format: unknown format 'xml'; formats are: table, json, ...". */
int mlsys_render_format_parse(const char *name, enum mlsys_format *out, struct mlsys_err *err)
{
    if (!name)
        name = "";
    for (size_t i = 0; i < NFORMATS; i++) {
        if (strcmp(name, format_names[i]) == 0) {
            *out = (enum mlsys_format)i;
            return 0;
        }
    }
    const char *near = mlsys_text_suggest(name, format_names, NFORMATS);
    if (near)
        return mlsys_err_set(err, MLSYS_EUSAGE, "--format: unknown format '%s'; did you mean '%s'?",
                             name, near);
    return mlsys_err_set(err, MLSYS_EUSAGE,
                         "--format: unknown format '%s'; formats are: table, json, jsonl, csv, tsv",
                         name);
}

/* ---- output buffer ---------------------------------------------------- */

/* Record a write failure with errno e (0: unknown, reported as EIO) and
 * describe it in err. Later calls report the same failure again
 * (render_impl.h). */
int mlsys_render_write_failed(struct render *r, int e, struct mlsys_err *err)
{
    if (!r->fail) {
        r->fail = e == EPIPE ? MLSYS_EPIPE : MLSYS_EWRITE;
        r->fail_errno = e ? e : EIO;
    }
    r->len = 0;
    if (r->fail == MLSYS_EPIPE)
        return mlsys_err_set(err, MLSYS_EPIPE, "closed pipe");
    return mlsys_err_set(err, MLSYS_EWRITE, "write error: %s", strerror(r->fail_errno));
}

int mlsys_render_flush(struct render *r, struct mlsys_err *err)
{
    if (r->fail)
        return mlsys_render_write_failed(r, r->fail_errno, err);
    if (r->len == 0)
        return 0;
    errno = 0;
    size_t n = fwrite(r->buf, 1, r->len, r->out);
    if (n != r->len)
        return mlsys_render_write_failed(r, errno, err);
    r->len = 0;
    return 0;
}

int mlsys_render_put(struct render *r, const char *s, size_t n, struct mlsys_err *err)
{
    while (n > 0) {
        if (r->len == RENDER_BUFSZ && mlsys_render_flush(r, err))
            return r->fail;
        size_t k = RENDER_BUFSZ - r->len;
        if (k > n)
            k = n;
        memcpy(r->buf + r->len, s, k);
        r->len += k;
        s += k;
        n -= k;
    }
    return 0;
}

int mlsys_render_puts(struct render *r, const char *s, struct mlsys_err *err)
{
    return mlsys_render_put(r, s, strlen(s), err);
}

const char *mlsys_render_str(const struct render *r, size_t ref)
{
    return ref ? r->strs.p + (ref - 1) : "";
}

/* Flush the buffer, then the stream; a stream left in error (ferror) is a
 * write error too. */
static int flush_all(struct render *r, struct mlsys_err *err)
{
    if (mlsys_render_flush(r, err))
        return r->fail;
    errno = 0;
    if (fflush(r->out) != 0 || ferror(r->out))
        return mlsys_render_write_failed(r, errno, err);
    return 0;
}

/* ---- columns ---------------------------------------------------------- */

/* Fill c from the column definition d: its kind and, for a numeric column,
 * the dimension of its display family and that dimension's base SI unit.
 * A family that does not parse is a bug in the command: its error, with
 * "internal: column 'K' unit 'U': " in front. */
static int prepare_col(const struct mlsys_coldef *d, struct rcol *c, struct mlsys_err *err)
{
    memset(c, 0, sizeof *c);
    if (d->flags & MLSYS_COL_DYNAMIC) {
        c->kind = RK_DYN;
        return 0;
    }
    if (!d->unit) {
        c->kind = RK_TEXT;
        return 0;
    }
    c->kind = RK_NUM;
    c->dim_known = true;
    if (strcmp(d->unit, "%") == 0 || d->unit[0] == '\0')
        return 0;
    mlsys_qty u;
    struct mlsys_err sub;
    mlsys_err_clear(&sub);
    int rc = mlsys_units_parse_unit(d->unit, &u, &sub);
    if (rc)
        return mlsys_err_set(err, rc, "internal: column '%s' unit '%s': %s", d->key, d->unit,
                             sub.msg);
    memcpy(c->dim, u.dim, sizeof c->dim);
    mlsys_qty_unit_name(c->dim, c->unit, sizeof c->unit);
    return 0;
}


/* Whether an earlier column j < i of t has column i's unit family (and
 * neither is DYNAMIC): then *c is a copy of cols[j], which prepare_col
 * would give again, and the family is not parsed a second time. */
static bool same_family(const struct mlsys_table *t, const struct rcol *cols, size_t i,
                        struct rcol *c)
{
    const struct mlsys_coldef *d = &t->cols[i];
    if (!d->unit || (d->flags & MLSYS_COL_DYNAMIC))
        return false;
    for (size_t j = 0; j < i; j++) {
        const struct mlsys_coldef *e = &t->cols[j];
        if (e->unit && !(e->flags & MLSYS_COL_DYNAMIC) && !strcmp(e->unit, d->unit)) {
            *c = cols[j];
            return true;
        }
    }
    return false;
}

/* Append column index col to the selection, refusing a key given twice. */
static int add_sel(struct render *r, size_t col, struct mlsys_err *err)
{
    for (size_t i = 0; i < r->nsel; i++)
        if (r->sel[i].col == col)
            return mlsys_err_set(err, MLSYS_EUSAGE, "--columns: key '%s' given twice",
                                 r->t.cols[col].key);
    r->sel[r->nsel] = (struct rsel){.col = col};
    r->nsel++;
    return 0;
}

/* Select the columns named in r->columns ("a, b,c": keys separated by
 * commas, blanks around them ignored), in that order. Unknown, empty and
 * repeated keys are MLSYS_EUSAGE. r->sel has room for every column. */
static int select_listed(struct render *r, struct mlsys_err *err)
{
    const char *p = r->columns;
    char key[128];
    for (;;) {
        while (*p == ' ' || *p == '\t')
            p++;
        size_t n = strcspn(p, ",");
        size_t m = n;
        while (m > 0 && (p[m - 1] == ' ' || p[m - 1] == '\t'))
            m--;
        if (m == 0)
            return mlsys_err_set(err, MLSYS_EUSAGE, "--columns: empty key in '%s'", r->columns);
        snprintf(key, sizeof key, "%.*s", (int)m, p);
        int col = mlsys_table_find(&r->t, key);
        if (col < 0)
            return mlsys_table_unknown_key(&r->t, "--columns", key, err);
        int rc = add_sel(r, (size_t)col, err); /* refuses repeats, so nsel <= ncols */
        if (rc)
            return rc;
        if (p[n] == '\0')
            return 0;
        p += n + 1;
    }
}

/* Choose the output columns: --columns when given; otherwise every column
 * for machine formats and the non-MACHINE columns for the table (which
 * narrows them to the SUMMARY ones at end() when there are many rows). */
static int select_cols(struct render *r, struct mlsys_err *err)
{
    r->sel = calloc(r->t.ncols ? r->t.ncols : 1, sizeof *r->sel);
    if (!r->sel)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    if (r->columns)
        return select_listed(r, err);
    for (size_t i = 0; i < r->t.ncols; i++)
        if (r->format != MLSYS_FORMAT_TABLE || !(r->t.cols[i].flags & MLSYS_COL_MACHINE))
            add_sel(r, i, NULL);
    return 0;
}

/* ---- sink callbacks --------------------------------------------------- */

/* Take the table: precompute every column, select the output columns,
 * and start the machine formats (csv/tsv header). */
static int r_begin(struct mlsys_sink *s, const struct mlsys_table *t, struct mlsys_err *err)
{
    struct render *r = s->self;
    if (r->begun || !t || (t->ncols && !t->cols))
        return mlsys_err_set(err, MLSYS_EUSAGE, "internal: renderer begun twice or no table");
    r->begun = true;
    r->t = *t;
    r->cols = calloc(t->ncols ? t->ncols : 1, sizeof *r->cols);
    if (!r->cols)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    for (size_t i = 0; i < t->ncols; i++) {
        int rc = same_family(t, r->cols, i, &r->cols[i])
                     ? 0
                     : prepare_col(&t->cols[i], &r->cols[i], err);
        if (rc)
            return rc;
    }
    int rc = select_cols(r, err);
    if (rc)
        return rc;
    if (r->format == MLSYS_FORMAT_TABLE || r->format == MLSYS_FORMAT_VALUES)
        return 0;
    return mlsys_render_machine_begin(r, err);
}

/* Describe dimension dim for an error: "a quantity in s" / "a count"
 * (got) or "s" / "a count" (expected). */
static const char *dim_words(const int8_t dim[MLSYS_NDIM], bool got, char *buf, size_t n)
{
    char name[RENDER_UNIT_MAX];
    mlsys_qty_unit_name(dim, name, sizeof name);
    if (!name[0])
        snprintf(buf, n, "a count");
    else
        snprintf(buf, n, got ? "a quantity in %s" : "%s", name);
    return buf;
}

/* A numeric cell in column i that its column cannot hold: MLSYS_EDIM
 * "internal: column 'X' got a quantity in s, expected B". */
static int bad_cell(const struct render *r, size_t i, const struct mlsys_cell *c,
                    struct mlsys_err *err)
{
    char got[RENDER_UNIT_MAX + 16], want[RENDER_UNIT_MAX + 16];
    dim_words(c->q.dim, true, got, sizeof got);
    if (r->cols[i].kind == RK_TEXT)
        snprintf(want, sizeof want, "text");
    else
        dim_words(r->cols[i].dim, false, want, sizeof want);
    return mlsys_err_set(err, MLSYS_EDIM, "internal: column '%s' got %s, expected %s",
                         r->t.cols[i].key, got, want);
}

/* Check every cell of a row (selected or not) against its column, and on
 * the first row learn the dimension of DYNAMIC columns. */
static int check_row(struct render *r, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    for (size_t i = 0; i < r->t.ncols; i++) {
        const struct mlsys_cell *c = &cells[i];
        struct rcol *k = &r->cols[i];
        if (c->type != MLSYS_CELL_NUM)
            continue;
        if (k->kind == RK_TEXT)
            return bad_cell(r, i, c, err);
        if (k->kind == RK_NUM && !c->col_unit && memcmp(c->q.dim, k->dim, sizeof k->dim) != 0)
            return bad_cell(r, i, c, err);
        if (k->kind != RK_NUM && c->col_unit)
            return mlsys_err_set(err, MLSYS_EDIM,
                                 "internal: column '%s' has no unit for a bare value",
                                 r->t.cols[i].key);
    }
    if (r->nrows > 0)
        return 0;
    for (size_t i = 0; i < r->t.ncols; i++) {
        struct rcol *k = &r->cols[i];
        if (k->kind == RK_DYN && cells[i].type == MLSYS_CELL_NUM) {
            k->dim_known = true;
            memcpy(k->dim, cells[i].q.dim, sizeof k->dim);
            mlsys_qty_unit_name(k->dim, k->unit, sizeof k->unit);
        }
    }
    return 0;
}

/* Check a row, then write it (machine formats) or keep it (table). */
static int r_row(struct mlsys_sink *s, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    struct render *r = s->self;
    if (r->fail)
        return mlsys_render_write_failed(r, r->fail_errno, err);
    if (!r->begun || r->ended || !r->cols)
        return mlsys_err_set(err, MLSYS_EUSAGE, "internal: row outside begin/end");
    int rc = check_row(r, cells, err);
    if (!rc)
        rc = r->format == MLSYS_FORMAT_TABLE    ? mlsys_render_table_row(r, cells, err)
             : r->format == MLSYS_FORMAT_VALUES ? mlsys_render_values_row(r, cells, err)
                                                : mlsys_render_machine_row(r, cells, err);
    if (!rc)
        r->nrows++;
    return rc;
}

/* Keep a note for the table and JSON formats; the others drop it. */
static int r_note(struct mlsys_sink *s, const char *text, struct mlsys_err *err)
{
    struct render *r = s->self;
    if (r->fail)
        return mlsys_render_write_failed(r, r->fail_errno, err);
    if (text && r->format == MLSYS_FORMAT_VALUES)
        return mlsys_render_values_note(r, text, err);
    if (!text || (r->format != MLSYS_FORMAT_TABLE && r->format != MLSYS_FORMAT_JSON))
        return 0;
    size_t *p = mlsys_grow(r->notes, r->nnotes, &r->capnotes, sizeof *p, 8);
    if (!p)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    r->notes = p;
    size_t off = r->strs.len;
    if (mlsys_buf_add(&r->strs, text, strlen(text) + 1))
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    r->notes[r->nnotes++] = off + 1;
    return 0;
}

/* Finish: when ok, the table or the JSON closing; always flush what was
 * written (streamed rows of a failed run stay; an unfinished table or JSON
 * document is not completed). */
static int r_end(struct mlsys_sink *s, bool ok, struct mlsys_err *err)
{
    struct render *r = s->self;
    if (r->ended)
        return 0;
    r->ended = true;
    if (r->fail)
        return mlsys_render_write_failed(r, r->fail_errno, err);
    int rc = 0;
    if (ok && r->begun && r->cols) {
        if (r->format == MLSYS_FORMAT_TABLE)
            rc = mlsys_render_table_end(r, err);
        else if (r->format == MLSYS_FORMAT_VALUES)
            rc = mlsys_render_values_end(r, err);
        else
            rc = mlsys_render_machine_end(r, err);
    }
    if (rc || r->format == MLSYS_FORMAT_VALUES)
        return rc;
    return flush_all(r, err);
}

/* ---- construction ----------------------------------------------------- */

/* A malloc'd copy of s, or NULL for NULL; *bad is set when malloc failed. */
static char *copy_str(const char *s, bool *bad)
{
    if (!s)
        return NULL;
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (!p)
        *bad = true;
    else
        memcpy(p, s, n);
    return p;
}

/* Allocate the renderer (copying the option strings) and wire the sink's
 * callbacks. digits 0 means the default, 4; others outside 1..17 are
 * MLSYS_EUSAGE. On failure *sink is still safe to free. */
int mlsys_render_new(const struct mlsys_render_opts *o, FILE *out, struct mlsys_sink *sink,
                     struct mlsys_err *err)
{
    memset(sink, 0, sizeof *sink);
    if ((unsigned)o->format > MLSYS_FORMAT_VALUES || (o->format == MLSYS_FORMAT_VALUES) != !out ||
        (o->format == MLSYS_FORMAT_VALUES && !o->values))
        return mlsys_err_set(err, MLSYS_EUSAGE, "internal: unknown format %d", (int)o->format);
    if (o->digits < 0 || o->digits > 17)
        return mlsys_err_set(err, MLSYS_EUSAGE, "--digits: expected 1 to 17, got %d", o->digits);
    struct render *r = calloc(1, sizeof *r);
    if (!r)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    sink->self = r;
    bool bad = false;
    r->format = o->format;
    r->digits = o->digits ? o->digits : 4;
    r->no_header = o->no_header;
    r->columns = copy_str(o->columns, &bad);
    r->version = copy_str(o->version, &bad);
    r->out = out;
    r->rx = o->values;
    r->buf = malloc(RENDER_BUFSZ);
    if (bad || !r->buf)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    sink->begin = r_begin;
    sink->row = r_row;
    sink->note = r_note;
    sink->end = r_end;
    return 0;
}

int mlsys_render_sync(struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct render *r = sink->self;
    if (r->format == MLSYS_FORMAT_TABLE || r->format == MLSYS_FORMAT_VALUES)
        return MLSYS_OK;
    int rc = mlsys_render_machine_head(r, err); /* csv and tsv only */
    return rc ? rc : mlsys_render_flush(r, err);
}

/* Free the renderer and zero *sink (NULL, zeroed or freed sinks are fine). */
void mlsys_render_free(struct mlsys_sink *sink)
{
    if (!sink)
        return;
    struct render *r = sink->self;
    if (r) {
        for (size_t i = 0; r->sel && i < r->nsel; i++)
            free(r->sel[i].pre);
        free(r->sel);
        free(r->cols);
        free(r->columns);
        free(r->version);
        free(r->buf);
        mlsys_buf_free(&r->strs);
        free(r->notes);
        free(r->cells);
        free(r->vals);
        free(r->ms);
        free(r);
    }
    memset(sink, 0, sizeof *sink);
}
