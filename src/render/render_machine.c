/* render_machine.c - the machine formats: json, jsonl, csv, tsv.
 *
 * Numbers are base SI values printed by mlsys_dtoa (shortest round trip);
 * NaN, infinities and absent cells are null (JSON) or an empty field.
 * Rows are written at row() time into the renderer's 64 KiB buffer, so a
 * million-row sweep costs one fwrite per 64 KiB, not one stdio call per
 * field.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/dtoa.h"
#include "render_impl.h"

#define NEED(r, n, err)                       \
    do {                                      \
        if (mlsys_render_need((r), (n), (err))) \
            return (r)->fail;                 \
    } while (0)

/* ---- strings ----------------------------------------------------------- */

/* Write the JSON form of byte c into o (room for 6): \" and \\ escaped,
 * control characters as \u00xx, every other byte (UTF-8) as is. Returns
 * its length. */
static size_t json_esc(unsigned char c, char *o)
{
    static const char hex[] = "0123456789abcdef";
    if (c == '"' || c == '\\') {
        o[0] = '\\';
        o[1] = (char)c;
        return 2;
    }
    if (c < 0x20) {
        memcpy(o, "\\u00", 4);
        o[4] = hex[c >> 4];
        o[5] = hex[c & 15];
        return 6;
    }
    o[0] = (char)c;
    return 1;
}

/* Append s as a quoted JSON string (json_esc for each byte). */
static int json_str(struct render *r, const char *s, struct mlsys_err *err)
{
    NEED(r, 1, err);
    r->buf[r->len++] = '"';
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        NEED(r, 6, err);
        r->len += json_esc(*p, r->buf + r->len);
    }
    NEED(r, 1, err);
    r->buf[r->len++] = '"';
    return 0;
}

/* Write s to out as a quoted JSON string, json_esc for each byte (render.h). */
int mlsys_render_json_string(FILE *out, const char *s)
{
    char o[6];
    int rc = putc('"', out) == EOF;
    for (const unsigned char *p = (const unsigned char *)s; *p && !rc; p++) {
        size_t n = json_esc(*p, o);
        rc = fwrite(o, 1, n, out) != n;
    }
    return rc || putc('"', out) == EOF ? EOF : 0;
}

/* Append s as a CSV field (RFC 4180): as is, or in double quotes with
 * quotes doubled when it holds a comma, a quote, CR or LF. A field that
 * fits the buffer is copied in the same pass that looks for those bytes. */
static int csv_str(struct render *r, const char *s, struct mlsys_err *err)
{
    /* The bytes that end a plain copy: , " CR LF and the terminating NUL. */
    static const bool stop[256] = {[0] = true, [','] = true, ['"'] = true, ['\r'] = true,
                                   ['\n'] = true};
    /* A field that fits the buffer as it is (names, words) is copied in
     * the pass that looks for those bytes, with no strlen. */
    char *o = r->buf + r->len;
    size_t room = RENDER_BUFSZ - r->len, i = 0;
    for (; i < room && !stop[(unsigned char)s[i]]; i++)
        o[i] = s[i];
    if (i < room && !s[i]) {
        r->len += i;
        return 0;
    }
    size_t n = strlen(s);
    if (strcspn(s, ",\"\r\n") == n) /* plain, longer than the room left */
        return mlsys_render_put(r, s, n, err);
    NEED(r, 1, err);
    r->buf[r->len++] = '"';
    for (; *s; s++) {
        NEED(r, 2, err);
        if (*s == '"')
            r->buf[r->len++] = '"';
        r->buf[r->len++] = *s;
    }
    NEED(r, 1, err);
    r->buf[r->len++] = '"';
    return 0;
}

/* Append s as a TSV field: tab, LF, CR and backslash written as \t \n \r \\. */
static int tsv_str(struct render *r, const char *s, struct mlsys_err *err)
{
    size_t n = strlen(s);
    if (strcspn(s, "\t\n\r\\") == n)
        return mlsys_render_put(r, s, n, err);
    for (; *s; s++) {
        NEED(r, 2, err);
        char e = *s == '\t' ? 't' : *s == '\n' ? 'n' : *s == '\r' ? 'r' : *s == '\\' ? '\\' : 0;
        if (e) {
            r->buf[r->len++] = '\\';
            r->buf[r->len++] = e;
        } else {
            r->buf[r->len++] = *s;
        }
    }
    return 0;
}

/* Append a CSV or TSV string field according to r->format. */
static int sv_str(struct render *r, const char *s, struct mlsys_err *err)
{
    return r->format == MLSYS_FORMAT_TSV ? tsv_str(r, s, err) : csv_str(r, s, err);
}

/* ---- begin ------------------------------------------------------------- */

/* Build the JSON key prefix of output column i: `"key": ` (json) or
 * `"key":` (jsonl), after ", " / "," for every column but the first. */
static int make_prefix(struct render *r, size_t i, struct mlsys_err *err)
{
    bool pretty = r->format == MLSYS_FORMAT_JSON;
    const char *key = r->t.cols[r->sel[i].col].key;
    char *p = malloc(6 * strlen(key) + 8);
    if (!p)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    size_t n = 0;
    if (i > 0)
        p[n++] = ',';
    if (i > 0 && pretty)
        p[n++] = ' ';
    p[n++] = '"';
    for (const unsigned char *k = (const unsigned char *)key; *k; k++)
        n += json_esc(*k, p + n);
    p[n++] = '"';
    p[n++] = ':';
    if (pretty)
        p[n++] = ' ';
    r->sel[i].pre = p;
    r->sel[i].prelen = n;
    return 0;
}

/* Write the CSV/TSV header line of keys. */
static int sv_header(struct render *r, struct mlsys_err *err)
{
    char sep = r->format == MLSYS_FORMAT_TSV ? '\t' : ',';
    for (size_t i = 0; i < r->nsel; i++) {
        if (i > 0 && mlsys_render_put(r, &sep, 1, err))
            return r->fail;
        if (sv_str(r, r->t.cols[r->sel[i].col].key, err))
            return r->fail;
    }
    return mlsys_render_put(r, "\n", 1, err);
}

/* Write the csv/tsv header (unless no_header) or build the JSON key
 * prefixes; the JSON head itself waits for the first row, which fixes the
 * units of DYNAMIC columns. */
int mlsys_render_machine_begin(struct render *r, struct mlsys_err *err)
{
    /* CSV/TSV headers wait for the first row (or a successful end), so a
     * command that fails before any row leaves stdout empty. */
    if (r->format == MLSYS_FORMAT_CSV || r->format == MLSYS_FORMAT_TSV)
        return 0;
    for (size_t i = 0; i < r->nsel; i++) {
        int rc = make_prefix(r, i, err);
        if (rc)
            return rc;
    }
    return 0;
}

/* ---- rows -------------------------------------------------------------- */

/* Write the JSON envelope's opening line, up to and including `"rows": [`:
 * command, version (null when unset) and the units of the numeric output
 * columns (a DYNAMIC column whose first row had no number is left out). */
static int json_head(struct render *r, struct mlsys_err *err)
{
    r->head_done = true;
    const char *cmd = r->t.command ? r->t.command : "";
    if (mlsys_render_puts(r, "{\"command\": ", err) || json_str(r, cmd, err) ||
        mlsys_render_puts(r, ", \"version\": ", err))
        return r->fail;
    if (r->version ? json_str(r, r->version, err) : mlsys_render_puts(r, "null", err))
        return r->fail;
    if (mlsys_render_puts(r, ", \"units\": {", err))
        return r->fail;
    bool first = true;
    for (size_t i = 0; i < r->nsel; i++) {
        const struct rcol *c = &r->cols[r->sel[i].col];
        if (c->kind == RK_TEXT || !c->dim_known)
            continue;
        if ((!first && mlsys_render_puts(r, ", ", err)) ||
            json_str(r, r->t.cols[r->sel[i].col].key, err) || mlsys_render_puts(r, ": ", err) ||
            json_str(r, c->unit, err))
            return r->fail;
        first = false;
    }
    return mlsys_render_puts(r, "}, \"rows\": [", err);
}

/* Write the shortest round-trip text of the finite x at o (room for
 * MLSYS_DTOA_MAX) and return its length. A column whose number repeats
 * (a device's bandwidth at every point) keeps its text and copies it; one
 * whose number changes has mlsys_dtoa write straight into the output,
 * because copying a text just written byte by byte with wide loads stalls
 * the processor's store forwarding. The text is kept the second time a
 * number comes in a row. */
static size_t put_number(struct rsel *s, double x, char *o)
{
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    if (s->last_len && bits == s->last_bits) {
        if (!s->last_kept) {
            mlsys_dtoa(x, s->last);
            s->last_kept = true;
        }
        memcpy(o, s->last, sizeof s->last);
        return s->last_len;
    }
    size_t n = (size_t)mlsys_dtoa(x, o);
    s->last_bits = bits;
    s->last_len = n;
    s->last_kept = false;
    return n;
}

/* Append one JSON value for cell c of output column s. */
static int json_value(struct render *r, struct rsel *s, const struct mlsys_cell *c,
                      struct mlsys_err *err)
{
    NEED(r, MLSYS_DTOA_MAX, err);
    char *o = r->buf + r->len;
    switch (c->type) {
    case MLSYS_CELL_NUM:
        if (isfinite(c->q.v)) {
            r->len += put_number(s, c->q.v, o);
            return 0;
        }
        break;
    case MLSYS_CELL_STR:
        if (c->s)
            return json_str(r, c->s, err);
        break;
    case MLSYS_CELL_BOOL:
        memcpy(o, mlsys_cell_bool_word(c->b), strlen(mlsys_cell_bool_word(c->b)));
        r->len += strlen(mlsys_cell_bool_word(c->b));
        return 0;
    default:
        break;
    }
    memcpy(o, "null", 4);
    r->len += 4;
    return 0;
}

/* One JSON row object: on its own line "  {...}" inside "rows" (json,
 * with ",\n" before every row but the first) or "{...}\n" (jsonl). */
static int json_row(struct render *r, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    bool pretty = r->format == MLSYS_FORMAT_JSON;
    if (pretty) {
        if (!r->head_done && json_head(r, err))
            return r->fail;
        if (mlsys_render_puts(r, r->nrows ? ",\n  {" : "\n  {", err))
            return r->fail;
    } else if (mlsys_render_put(r, "{", 1, err)) {
        return r->fail;
    }
    for (size_t i = 0; i < r->nsel; i++) {
        struct rsel *s = &r->sel[i];
        if (mlsys_render_put(r, s->pre, s->prelen, err) || json_value(r, s, &cells[s->col], err))
            return r->fail;
    }
    return mlsys_render_put(r, pretty ? "}" : "}\n", pretty ? 1 : 2, err);
}

/* One CSV/TSV line: numbers by mlsys_dtoa, NaN/Inf/absent empty, booleans
 * true/false, strings quoted (CSV) or escaped (TSV). The write position is
 * kept in a local between cells (a store through the buffer could alias
 * r->len), and only strings go through the general append. */
static int sv_row(struct render *r, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    const char sep = r->format == MLSYS_FORMAT_TSV ? '\t' : ',';
    char *const buf = r->buf;
    size_t len = r->len;
    for (size_t i = 0, n = r->nsel; i < n; i++) {
        struct rsel *s = &r->sel[i];
        const struct mlsys_cell *c = &cells[s->col];
        if (len + MLSYS_DTOA_MAX + 1 > RENDER_BUFSZ) {
            r->len = len;
            if (mlsys_render_flush(r, err))
                return r->fail;
            len = r->len;
        }
        if (i > 0)
            buf[len++] = sep;
        if (c->type == MLSYS_CELL_NUM) {
            if (isfinite(c->q.v))
                len += put_number(s, c->q.v, buf + len);
        } else if (c->type == MLSYS_CELL_BOOL) {
            const char *w = mlsys_cell_bool_word(c->b);
            size_t wl = c->b ? 4 : 5; /* "true", "false" */
            memcpy(buf + len, w, wl);
            len += wl;
        } else if (c->type == MLSYS_CELL_STR && c->s) {
            r->len = len;
            if (sv_str(r, c->s, err))
                return r->fail;
            len = r->len;
        }
    }
    r->len = len;
    NEED(r, 1, err);
    r->buf[r->len++] = '\n';
    return 0;
}

int mlsys_render_machine_head(struct render *r, struct mlsys_err *err)
{
    if (r->format != MLSYS_FORMAT_CSV && r->format != MLSYS_FORMAT_TSV)
        return 0;
    if (!r->head_done && !r->no_header && sv_header(r, err))
        return r->fail;
    r->head_done = true;
    return 0;
}

/* Write one checked row in the renderer's machine format. */
int mlsys_render_machine_row(struct render *r, const struct mlsys_cell *cells,
                             struct mlsys_err *err)
{
    if (r->format == MLSYS_FORMAT_CSV || r->format == MLSYS_FORMAT_TSV) {
        if (!r->head_done && mlsys_render_machine_head(r, err))
            return r->fail;
        return sv_row(r, cells, err);
    }
    return json_row(r, cells, err);
}

/* ---- end --------------------------------------------------------------- */

/* Close the JSON document: "\n], "notes": [...]}\n" (the head first when
 * there were no rows). Other formats have nothing to close. */
int mlsys_render_machine_end(struct render *r, struct mlsys_err *err)
{
    if (r->format == MLSYS_FORMAT_CSV || r->format == MLSYS_FORMAT_TSV)
        return mlsys_render_machine_head(r, err);
    if (r->format != MLSYS_FORMAT_JSON)
        return 0;
    if (!r->head_done && json_head(r, err))
        return r->fail;
    if (mlsys_render_puts(r, "\n], \"notes\": [", err))
        return r->fail;
    for (size_t i = 0; i < r->nnotes; i++) {
        if ((i > 0 && mlsys_render_puts(r, ", ", err)) ||
            json_str(r, mlsys_render_str(r, r->notes[i]), err))
            return r->fail;
    }
    return mlsys_render_puts(r, "]}\n", err);
}
