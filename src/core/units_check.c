/* units_check.c - typed entry points over the parser (units.h): a quantity
 * of a required dimension (mlsys_units_parse_as) and a dimensionless count
 * (mlsys_units_parse_count), with the messages that tell what was meant.
 */
#include "mlsys/units.h"

#include "units_impl.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define QUOTE_MAX 40 /* bytes of input quoted in a message */

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static size_t skip_ws(const char *s, size_t i)
{
    while (is_space(s[i]))
        i++;
    return i;
}

/* Record an error (code, printf-style message) at byte offset `at` of
 * text; returns code. */
#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
static int fail_at(const char *text, size_t at, struct mlsys_err *err, int code, const char *fmt,
                   ...)
{
    char msg[MLSYS_ERR_MSG_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    mlsys_err_set(err, code, "%s", msg);
    if (err)
        err->col = mlsys_unit_col(text, at);
    return code;
}

/* text without surrounding white space, as *len bytes from the result
 * (at most QUOTE_MAX, whole characters). */
static const char *trim(const char *text, int *len)
{
    size_t a = skip_ws(text, 0), b = strlen(text);
    while (b > a && is_space(text[b - 1]))
        b--;
    if (b - a > QUOTE_MAX) {
        b = a + QUOTE_MAX;
        while (b > a && ((unsigned char)text[b] & 0xC0) == 0x80)
            b--;
    }
    *len = (int)(b - a);
    return text + a;
}

/* Contract in units.h. Dimension errors point at the first non-blank
 * character of text. */
int mlsys_units_parse_as(const char *text, const char *want, mlsys_qty *out, struct mlsys_err *err)
{
    struct mlsys_ufac w;
    mlsys_qty q, wq = mlsys_qty_num(1);
    bool saw;
    int rc = mlsys_unit_factor_parse(want, &w, err);
    if (rc || (rc = mlsys_unit_parse_text(text, &q, &saw, err)))
        return rc;
    memcpy(wq.dim, w.dim, sizeof wq.dim);
    if (mlsys_qty_same_dim(q, wq)) {
        *out = q;
        return MLSYS_OK;
    }
    char got[96];
    int tl, wl;
    const char *t = trim(text, &tl), *u = trim(want ? want : "", &wl);
    size_t at = skip_ws(text, 0);
    mlsys_qty_unit_name(q.dim, got, sizeof got);
    if (mlsys_qty_is_count(wq))
        return fail_at(text, at, err, MLSYS_EDIM, "expected a count, got a quantity in %s", got);
    if (!mlsys_qty_is_count(q))
        return fail_at(text, at, err, MLSYS_EDIM, "expected a quantity in %.*s, got one in %s", wl,
                       u, got);
    if (saw)
        return fail_at(text, at, err, MLSYS_EDIM, "expected a quantity in %.*s, got a count", wl,
                       u);
    return fail_at(text, at, err, MLSYS_EDIM,
                   "missing unit; expected a quantity in %.*s (e.g. '%.*s %.*s')", wl, u, tl, t, wl,
                   u);
}

/* Contract in units.h. */
bool mlsys_units_count_hint(const char *text, char *num, size_t n, size_t *letter)
{
    size_t at = skip_ws(text, 0), i = at + (text[at] == '-'), mant;
    long ex;
    size_t len = mlsys_unit_scan_number(text + i, &mant, &ex);
    if (!len)
        return false;
    size_t j = skip_ws(text, i + len);
    char c = text[j];
    int e3 = (c == 'K' || c == 'k') ? 3
             : c == 'M'               ? 6
             : (c == 'B' || c == 'G') ? 9
             : c == 'T'               ? 12
                                      : 0;
    if (!e3 || text[skip_ws(text, j + 1)])
        return false;
    size_t nl = i + len - at;
    if (mant == len && nl < 40) { /* "1.5" + "e6" */
        snprintf(num, n, "%.*se%d", (int)nl, text + at, e3);
    } else {                      /* "1e3K": 1e6 */
        double v = strtod(text + at, NULL) * mlsys_unit_pow10(e3);
        mlsys_units_format_num(v, 15, 1, num, n);
    }
    *letter = j;
    return true;
}

/* Refuse a count written with a magnitude letter ("70B", "7K", "1.5M",
 * "2T", "70G"): "did you mean 70e9?", pointing at the letter. 0 when text
 * is not of that form. */
static int magnitude_slip(const char *text, struct mlsys_err *err)
{
    char num[64];
    size_t j;
    if (!mlsys_units_count_hint(text, num, sizeof num, &j))
        return MLSYS_OK;
    return fail_at(text, j, err, MLSYS_EDIM, "expected a count; did you mean %s?", num);
}

/* Contract in units.h. A count with another dimension is refused pointing
 * at the first non-blank character. */
int mlsys_units_parse_count(const char *text, double *out, struct mlsys_err *err)
{
    mlsys_qty q;
    int rc = magnitude_slip(text ? text : "", err);
    if (rc || (rc = mlsys_unit_parse_text(text, &q, NULL, err)))
        return rc;
    if (!mlsys_qty_is_count(q)) {
        char got[96];
        return fail_at(text, skip_ws(text, 0), err, MLSYS_EDIM,
                       "expected a count, got a quantity in %s",
                       mlsys_qty_unit_name(q.dim, got, sizeof got));
    }
    *out = q.v;
    return MLSYS_OK;
}
