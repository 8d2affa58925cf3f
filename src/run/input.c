/* input.c - reading --input records from CSV, TSV or JSON Lines (input.h). */
#include "run/input.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "core/text.h"

#define MAX_FIELDS 128
#define MAX_LINE (1 << 20)

enum fmt { F_CSV, F_TSV, F_JSONL };

struct mlsys_input {
    FILE *fp;
    char name[256];
    enum fmt fmt;
    int line;
    bool pending;       /* buf holds a record not yet returned   */
    bool read_failed;   /* a read error was reported: input ends */
    char *buf;          /* the current line (getline)           */
    size_t cap;
    char *fields;       /* unescaped field texts, NUL-separated  */
    size_t fcap;
    char *header;       /* CSV/TSV: the header's texts           */
    const char *hkeys[MAX_FIELDS];
    size_t nh;
    const char *keys[MAX_FIELDS];
    const char *vals[MAX_FIELDS];
    int col[MAX_FIELDS]; /* the 1-based column of each field or key just split */
};

/* Fail at this input's line and column (1-based). */
static int fail(struct mlsys_input *in, int col, struct mlsys_err *err, const char *msg)
{
    mlsys_err_set(err, MLSYS_EFILE, "%s", msg);
    mlsys_err_at(err, in->name, in->line, col);
    return MLSYS_EFILE;
}

/* Read and drop the rest of the current line, its '\n' included, a block
 * at a time (fgets) rather than a byte at a time, which under load or
 * AddressSanitizer made a 100 MB line take seconds. The block is filled
 * with a byte other than '\n' first, so that a '\n' in it is one fgets
 * read, NUL bytes in the line notwithstanding. */
static void skip_line(FILE *fp)
{
    char block[16384];
    for (;;) {
        memset(block, 'x', sizeof block);
        if (!fgets(block, (int)sizeof block, fp) || memchr(block, '\n', sizeof block))
            return;
    }
}

/* getline(&in->buf, &in->cap, in->fp), except that at most MAX_LINE + 1
 * bytes of a line are kept (the rest is read and dropped): a 1 GB line
 * costs 1 MiB of memory. Returns the line's length, or MAX_LINE + 1 when
 * it is longer than MAX_LINE; -1 at end of file or on a read error (ferror
 * tells), -2 when out of memory. */
static ssize_t get_line(struct mlsys_input *in)
{
    size_t n = 0;
    int c;
    while ((c = getc_unlocked(in->fp)) != EOF) {
        if (n + 2 > in->cap) {
            size_t cap = in->cap ? 2 * in->cap : 256;
            cap = cap < (size_t)MAX_LINE + 2 ? cap : (size_t)MAX_LINE + 2;
            char *b = realloc(in->buf, cap);
            if (!b)
                return -2;
            in->buf = b;
            in->cap = cap;
        }
        in->buf[n++] = (char)c;
        if (c == '\n')
            break;
        if (n > MAX_LINE) { /* too long: the caller fails it */
            skip_line(in->fp);
            break;
        }
    }
    if (!n)
        return -1;
    in->buf[n] = '\0';
    return (ssize_t)n;
}

/* Read the next non-blank line into in->buf without its line ending;
 * 0, or 1 at end of file. A read error is reported once; every later call
 * is end of file (reading again would fail again, without end). */
static int read_line(struct mlsys_input *in, struct mlsys_err *err, int *eof)
{
    if (in->pending) {
        in->pending = false;
        *eof = 0;
        return MLSYS_OK;
    }
    if (in->read_failed) { /* reported once; another read would fail again */
        *eof = 1;
        return MLSYS_OK;
    }
    for (;;) {
        ssize_t n = get_line(in);
        if (n == -2)
            return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        if (n < 0 && ferror(in->fp)) { /* a directory, /proc/self/mem: not "empty" */
            in->read_failed = true;
            mlsys_err_set(err, MLSYS_EFILE, "cannot read: %s", strerror(errno));
            mlsys_err_at(err, in->name, 0, 0);
            return MLSYS_EFILE;
        }
        if (n < 0) {
            *eof = 1;
            return MLSYS_OK;
        }
        in->line++;
        if (n > MAX_LINE)
            return fail(in, 1, err, "line longer than 1 MiB");
        if (memchr(in->buf, '\0', (size_t)n))
            return fail(in, 1, err, "NUL byte in line");
        while (n && (in->buf[n - 1] == '\n' || in->buf[n - 1] == '\r'))
            in->buf[--n] = '\0';
        long bad = mlsys_text_bad_utf8(in->buf);
        if (bad >= 0)
            return fail(in, (int)bad + 1, err, "invalid UTF-8");
        if (in->buf[strspn(in->buf, " \t")]) {
            *eof = 0;
            return MLSYS_OK;
        }
    }
}

/* Split in->buf as CSV or TSV into NUL-terminated texts in in->fields;
 * *n of them, pointers in out[]. */
static int split_sv(struct mlsys_input *in, const char **out, size_t *n, struct mlsys_err *err)
{
    size_t len = strlen(in->buf);
    if (in->fcap < len + 1) {
        char *f = realloc(in->fields, len + 1);
        if (!f)
            return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        in->fields = f;
        in->fcap = len + 1;
    }
    char sep = in->fmt == F_TSV ? '\t' : ',';
    const char *p = in->buf;
    char *w = in->fields;
    *n = 0;
    for (;;) {
        if (*n == MAX_FIELDS)
            return fail(in, (int)(p - in->buf) + 1, err, "more than 128 fields");
        in->col[*n] = (int)(p - in->buf) + 1;
        out[(*n)++] = w;
        if (in->fmt == F_CSV && *p == '"') { /* quoted field, "" is a quote */
            const char *start = p++;
            for (;; p++) {
                if (!*p)
                    return fail(in, (int)(start - in->buf) + 1, err, "unclosed quote");
                if (*p == '"' && p[1] == '"')
                    *w++ = *p++;
                else if (*p == '"')
                    break;
                else
                    *w++ = *p;
            }
            p++;
            if (*p && *p != sep)
                return fail(in, (int)(p - in->buf) + 1, err, "text after a closing quote");
        } else {
            for (; *p && *p != sep; p++) {
                if (in->fmt == F_TSV && *p == '\\' && p[1]) {
                    p++;
                    *w++ = *p == 't' ? '\t' : *p == 'n' ? '\n' : *p == 'r' ? '\r' : *p;
                } else {
                    *w++ = *p;
                }
            }
        }
        *w++ = '\0';
        if (!*p)
            return MLSYS_OK;
        p++; /* the separator */
    }
}

static const char *skip_ws(const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}

/* Copy the JSON string at *pp (just past its opening quote) into *w,
 * unescaping; advance both. \uXXXX becomes UTF-8 (no surrogate pairs). */
static int json_string(struct mlsys_input *in, const char **pp, char **w, struct mlsys_err *err)
{
    const char *p = *pp;
    for (; *p != '"'; p++) {
        if (!*p)
            return fail(in, (int)(p - in->buf) + 1, err, "unclosed string");
        if (*p != '\\') {
            *(*w)++ = *p;
            continue;
        }
        p++;
        const char *esc = strchr("\"\\/bfnrt", *p);
        if (esc && *p) {
            *(*w)++ = "\"\\/\b\f\n\r\t"[esc - "\"\\/bfnrt"];
        } else if (*p == 'u') {
            char hex[5] = {0};
            memcpy(hex, p + 1, strnlen(p + 1, 4));
            char *end;
            unsigned long u = strtoul(hex, &end, 16);
            if (strlen(hex) != 4 || *end)
                return fail(in, (int)(p - in->buf), err, "bad \\u escape");
            if (u == 0) /* would end the value early: "64\u0000x" read as 64 */
                return fail(in, (int)(p - in->buf), err, "\\u0000 (NUL) in a string");
            if (u < 0x80) {
                *(*w)++ = (char)u;
            } else if (u < 0x800) {
                *(*w)++ = (char)(0xC0 | (u >> 6));
                *(*w)++ = (char)(0x80 | (u & 0x3F));
            } else {
                *(*w)++ = (char)(0xE0 | (u >> 12));
                *(*w)++ = (char)(0x80 | ((u >> 6) & 0x3F));
                *(*w)++ = (char)(0x80 | (u & 0x3F));
            }
            p += 4;
        } else {
            return fail(in, (int)(p - in->buf), err, "bad escape in string");
        }
    }
    *pp = p + 1;
    *(*w)++ = '\0';
    return MLSYS_OK;
}

/* One flat JSON object per line: keys to in->keys, values to in->vals. */
static int split_json(struct mlsys_input *in, size_t *n, struct mlsys_err *err)
{
    size_t len = strlen(in->buf);
    if (in->fcap < 2 * len + 8) { /* \u escapes can grow 6 bytes into 3, never more */
        char *f = realloc(in->fields, 2 * len + 8);
        if (!f)
            return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        in->fields = f;
        in->fcap = 2 * len + 8;
    }
    const char *p = skip_ws(in->buf);
    char *w = in->fields;
    *n = 0;
    if (*p++ != '{')
        return fail(in, (int)(p - in->buf), err, "expected a JSON object '{...}'");
    for (p = skip_ws(p); *p != '}';) {
        if (*n == MAX_FIELDS)
            return fail(in, (int)(p - in->buf) + 1, err, "more than 128 keys");
        in->col[*n] = (int)(p - in->buf) + 1;
        if (*p++ != '"')
            return fail(in, (int)(p - in->buf), err, "expected a string key");
        in->keys[*n] = w;
        int rc = json_string(in, &p, &w, err);
        if (rc)
            return rc;
        p = skip_ws(p);
        if (*p++ != ':')
            return fail(in, (int)(p - in->buf), err, "expected ':' after the key");
        p = skip_ws(p);
        in->vals[*n] = w;
        if (*p == '"') {
            p++;
            rc = json_string(in, &p, &w, err);
            if (rc)
                return rc;
        } else if (!strncmp(p, "null", 4)) {
            p += 4;
            *w++ = '\0';
        } else {
            size_t k = strspn(p, "+-0123456789.eEtruefals");
            if (!k)
                return fail(in, (int)(p - in->buf) + 1, err,
                            "values must be strings, numbers, true, false or null");
            memcpy(w, p, k);
            w += k;
            *w++ = '\0';
            p += k;
        }
        (*n)++;
        p = skip_ws(p);
        if (*p == ',')
            p = skip_ws(p + 1);
        else if (*p != '}')
            return fail(in, (int)(p - in->buf) + 1, err, "expected ',' or '}'");
    }
    if (*skip_ws(p + 1))
        return fail(in, (int)(skip_ws(p + 1) - in->buf) + 1, err, "text after the object");
    return MLSYS_OK;
}

/* Refuse a name given twice among the n just split (`what`: "column" or
 * "key"), at the later one's column: which of the two should count is not
 * for the reader to guess. */
static int check_repeats(struct mlsys_input *in, const char *const *names, size_t n,
                         const char *what, struct mlsys_err *err)
{
    for (size_t i = 1; i < n; i++)
        for (size_t j = 0; j < i; j++)
            if (!strcmp(names[i], names[j])) {
                char msg[MLSYS_ERR_MSG_MAX];
                snprintf(msg, sizeof msg, "%s '%s' repeats the one at column %d: give each "
                                          "option once", what, names[i], in->col[j]);
                return fail(in, in->col[i], err, msg);
            }
    return MLSYS_OK;
}

int mlsys_input_open(FILE *fp, const char *name, struct mlsys_input **out, struct mlsys_err *err)
{
    struct mlsys_input *in = calloc(1, sizeof *in);
    if (!in)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    in->fp = fp;
    snprintf(in->name, sizeof in->name, "%s", strcmp(name, "-") ? name : "<stdin>");
    int eof = 0;
    int rc = read_line(in, err, &eof);
    if (!rc && eof)
        rc = fail(in, 1, err, "empty input: expected a header line of option names or JSON "
                              "objects");
    if (!rc) {
        const char *first = skip_ws(in->buf);
        in->fmt = *first == '{' ? F_JSONL : strchr(in->buf, '\t') ? F_TSV : F_CSV;
    }
    if (!rc && in->fmt != F_JSONL) {
        rc = split_sv(in, in->hkeys, &in->nh, err);
        if (!rc)
            rc = check_repeats(in, in->hkeys, in->nh, "column", err);
        if (!rc) { /* keep the header: the next line reuses the field buffer */
            in->header = in->fields;
            in->fields = NULL;
            in->fcap = 0;
        }
    } else if (!rc) {
        in->pending = true; /* the first JSON line is already a record */
    }
    if (rc) {
        mlsys_input_free(in);
        return rc;
    }
    *out = in;
    return MLSYS_OK;
}

int mlsys_input_next(struct mlsys_input *in, const char *const **keys, const char *const **vals,
                     size_t *n, int *line, int *eof, struct mlsys_err *err)
{
    int rc = read_line(in, err, eof);
    *line = in->line;
    if (rc || *eof)
        return rc;
    if (in->fmt == F_JSONL) {
        rc = split_json(in, n, err);
        if (!rc)
            rc = check_repeats(in, in->keys, *n, "key", err);
        *keys = in->keys;
        *vals = in->vals;
        return rc;
    }
    rc = split_sv(in, in->vals, n, err);
    if (!rc && *n != in->nh) {
        char msg[96];
        snprintf(msg, sizeof msg, "%zu fields, but the header has %zu", *n, in->nh);
        return fail(in, 1, err, msg);
    }
    *keys = in->hkeys;
    *vals = in->vals;
    return rc;
}

const char *mlsys_input_name(const struct mlsys_input *in) { return in->name; }

void mlsys_input_free(struct mlsys_input *in)
{
    if (!in)
        return;
    free(in->buf);
    free(in->fields);
    free(in->header);
    free(in);
}
