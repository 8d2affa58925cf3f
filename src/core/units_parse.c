/* units_parse.c - the one quantity parser: recursive descent over the
 * grammar in mlsys/units.h, values in base units, errors with the
 * 1-based character column of the offending token.
 */
#include "mlsys/units.h"

#include "core/text.h"
#include "units_impl.h"

#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 64 /* nesting of '(' and unary '-' */
#define MAX_EXP 16   /* |n| in x^n */
#define QUOTE_MAX 40 /* bytes of input quoted in a message */

struct parser {
    const char *s;
    size_t i;      /* byte offset of the next unread character */
    int depth;     /* current nesting, bounded by MAX_DEPTH */
    bool saw_unit; /* a unit word was read */
    bool bare;     /* the next NUMBER is read without a unit (term decides) */
    unsigned long units_read; /* unit words read so far */
    struct mlsys_err *err;
};

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static size_t skip_ws(const char *s, size_t i)
{
    while (is_space(s[i]))
        i++;
    return i;
}

/* Contract in units_impl.h. */
int mlsys_unit_col(const char *s, size_t off)
{
    int col = 1;
    for (size_t k = 0; k < off && s[k]; k++)
        if (((unsigned char)s[k] & 0xC0) != 0x80)
            col++;
    return col;
}

/* len cut to QUOTE_MAX bytes without splitting a character of s. */
static int cut(const char *s, size_t len)
{
    if (len <= QUOTE_MAX)
        return (int)len;
    len = QUOTE_MAX;
    while (len && ((unsigned char)s[len] & 0xC0) == 0x80)
        len--;
    return (int)len;
}

/* Record the error (code, printf-style message) at byte offset `at` of the
 * text being parsed; returns code. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int fail(const struct parser *p, size_t at, int code, const char *fmt, ...)
{
    char msg[MLSYS_ERR_MSG_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    mlsys_err_set(p->err, code, "%s", msg);
    if (p->err)
        p->err->col = mlsys_unit_col(p->s, at);
    return code;
}

/* Contract in units_impl.h. */
size_t mlsys_unit_scan_number(const char *s, size_t *mant, long *exp)
{
    size_t i = 0, nd = 0;
    for (; is_digit(s[i]); i++)
        nd++;
    if (s[i] == '.')
        for (i++; is_digit(s[i]); i++)
            nd++;
    if (!nd)
        return 0;
    *mant = i;
    *exp = 0;
    if (s[i] == 'e' || s[i] == 'E') {
        size_t j = i + 1;
        long sign = s[j] == '-' ? -1 : 1, e = 0;
        if (s[j] == '-' || s[j] == '+')
            j++;
        if (is_digit(s[j])) {
            for (; is_digit(s[j]); j++)
                if (e < 99999)
                    e = e * 10 + (s[j] - '0');
            *exp = sign * e;
            i = j;
        }
    }
    return i;
}

/* Byte length of the token at s, for quoting: a unit word, a number, or
 * one character (s is valid UTF-8). */
static size_t token_len(const char *s)
{
    size_t mant, n = mlsys_unit_word_len(s);
    long ex;
    if (!n)
        n = mlsys_unit_scan_number(s, &mant, &ex);
    if (n)
        return n;
    unsigned char c = (unsigned char)*s;
    return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
}

/* Refuse a result that left double range (or underflowed from nonzero
 * operands) or whose unit exponents saturated. */
static int check(const struct parser *p, size_t at, const mlsys_qty *q, bool nonzero)
{
    if (!isfinite(q->v) || (nonzero && !(fabs(q->v) >= DBL_MIN)))
        return fail(p, at, MLSYS_ERANGE, "result out of range");
    for (int d = 0; d < MLSYS_NDIM; d++)
        if (q->dim[d] == INT8_MAX || q->dim[d] == INT8_MIN)
            return fail(p, at, MLSYS_ERANGE, "unit exponent out of range");
    return MLSYS_OK;
}

/* True when a unit word starts at s+i, possibly after opening parentheses
 * (each may be followed by the leading '/' of a unit expression). */
static bool unit_ahead(const char *s, size_t i)
{
    for (int k = 0; k < MAX_DEPTH; k++) {
        i = skip_ws(s, i);
        if (s[i] != '(')
            return mlsys_unit_word_len(s + i) > 0;
        i = skip_ws(s, i + 1);
        if (s[i] == '/')
            i++;
    }
    return false;
}

/* Report the unknown unit word (len bytes at `at`) of the unit expression
 * starting at g0. With a suggestion the whole expression and its fixed
 * form are quoted ("unknown unit 'tb/s'; did you mean 'TB/s'?"). A prefix
 * alone ("1.5M") gets no look-alike of another dimension ('m'): the count
 * it may mean, or a unit to put after it. */
static int unknown_unit(const struct parser *p, size_t g0, size_t at, size_t len)
{
    const char *s = p->s;
    char fix[128];
    size_t letter;
    if (mlsys_unit_is_prefix(s + at, len)) {
        if (mlsys_units_count_hint(s, fix, sizeof fix, &letter) && letter == at)
            return fail(p, at, MLSYS_EUNIT,
                        "unknown unit '%.*s' (a prefix alone); for a count write %s", (int)len,
                        s + at, fix);
        return fail(p, at, MLSYS_EUNIT,
                    "unknown unit '%.*s' (a prefix alone); put a unit after it, e.g. '%.*sB'",
                    (int)len, s + at, (int)len, s + at);
    }
    size_t g1 = mlsys_unit_expr_end(s, g0);
    if (g0 <= at && at + len <= g1 && g1 - g0 <= QUOTE_MAX &&
        mlsys_unit_fix_expr(s + g0, g1 - g0, fix, sizeof fix))
        return fail(p, at, MLSYS_EUNIT, "unknown unit '%.*s'; did you mean '%s'?", (int)(g1 - g0),
                    s + g0, fix);
    if (mlsys_unit_suggest(s + at, len, fix, sizeof fix))
        return fail(p, at, MLSYS_EUNIT, "unknown unit '%.*s'; did you mean '%s'?", cut(s + at, len),
                    s + at, fix);
    return fail(p, at, MLSYS_EUNIT, "unknown unit '%.*s'", cut(s + at, len), s + at);
}

/* Refuse the words nan, inf and infinity in any case, with an adjacent
 * sign in the quote; 0 for any other word. */
static int nan_or_inf(const struct parser *p, size_t at, size_t len)
{
    char w[16];
    if (len >= sizeof w)
        return MLSYS_OK;
    memcpy(w, p->s + at, len);
    w[len] = '\0';
    bool nan = mlsys_text_ieq(w, "nan");
    if (!nan && !mlsys_text_ieq(w, "inf") && !mlsys_text_ieq(w, "infinity"))
        return MLSYS_OK;
    if (at > 0 && (p->s[at - 1] == '-' || p->s[at - 1] == '+'))
        at--, len++;
    if (nan)
        return fail(p, at, MLSYS_ERANGE, "not a number: '%.*s'", (int)len, p->s + at);
    return fail(p, at, MLSYS_ERANGE, "infinite values are not allowed: '%.*s'", (int)len,
                p->s + at);
}

/* Read the unit word at p->i (part of the unit expression starting at g0)
 * into *f. */
static int unit_word(struct parser *p, size_t g0, struct mlsys_ufac *f)
{
    const char *s = p->s;
    size_t at = p->i, len = mlsys_unit_word_len(s + at);
    if (!len)
        return s[at] ? fail(p, at, MLSYS_EPARSE, "expected a unit, got '%.*s'",
                            cut(s + at, token_len(s + at)), s + at)
                     : fail(p, at, MLSYS_EPARSE, "expected a unit at end of text");
    int rc = nan_or_inf(p, at, len);
    if (rc)
        return rc;
    struct mlsys_atom a;
    switch (mlsys_unit_lookup(s + at, len, &a)) {
    case MLSYS_LOOKUP_OK:
        break;
    case MLSYS_LOOKUP_AMBIG:
        if (a.prefix->twin)
            return fail(p, at, MLSYS_EUNIT, "ambiguous unit '%.*s' (%s-%s); did you mean '%s%s'?",
                        cut(s + at, len), s + at, a.prefix->name, a.unit->what, a.prefix->twin,
                        a.unit->name);
        return fail(p, at, MLSYS_EUNIT, "ambiguous unit '%.*s' (%s-%s)", cut(s + at, len), s + at,
                    a.prefix->name, a.unit->what);
    case MLSYS_LOOKUP_BINARY:
        return fail(p, at, MLSYS_EUNIT,
                    "unknown unit '%.*s' (binary prefixes apply to B and bit only); "
                    "did you mean '%s%s'?",
                    cut(s + at, len), s + at, a.prefix->twin, a.unit->name);
    default:
        return unknown_unit(p, g0, at, len);
    }
    mlsys_unit_atom_factor(&a, f);
    p->i = at + len;
    p->saw_unit = true;
    p->units_read++;
    return MLSYS_OK;
}

/* Read "^ [-] INT" at p->i (which is at '^') into *n, |n| <= MAX_EXP. */
static int exponent(struct parser *p, int *n)
{
    const char *s = p->s;
    size_t at = skip_ws(s, p->i + 1), i = at;
    int sign = 1;
    long v = 0;
    if (s[i] == '-') {
        sign = -1;
        i++;
    }
    for (size_t d = i; is_digit(s[d]); d++, i++)
        if (v <= MAX_EXP)
            v = v * 10 + (s[d] - '0');
    if (i == at + (sign < 0) || v > MAX_EXP || s[i] == '.')
        return fail(p, at, MLSYS_EPARSE, "exponent must be an integer between -%d and %d", MAX_EXP,
                    MAX_EXP);
    p->i = i;
    *n = sign * (int)v;
    return MLSYS_OK;
}

static int unitexpr(struct parser *p, struct mlsys_ufac *f);

/* uatom := (UNIT | '(' unitexpr ')') ['^' ['-'] INT]. g0 is the start of
 * the innermost unit expression, for error messages. */
static int uatom(struct parser *p, size_t g0, struct mlsys_ufac *f)
{
    size_t at = p->i = skip_ws(p->s, p->i);
    int rc, n;
    if (p->s[at] == '(') {
        if (p->depth >= MAX_DEPTH)
            return fail(p, at, MLSYS_EPARSE, "expression nested too deeply");
        p->depth++;
        p->i++;
        if ((rc = unitexpr(p, f)))
            return rc;
        p->i = skip_ws(p->s, p->i);
        if (p->s[p->i] != ')')
            return fail(p, at, MLSYS_EPARSE, "missing ')'");
        p->i++;
        p->depth--;
    } else if ((rc = unit_word(p, g0, f))) {
        return rc;
    }
    size_t j = skip_ws(p->s, p->i);
    if (p->s[j] != '^')
        return MLSYS_OK;
    p->i = j;
    if ((rc = exponent(p, &n)))
        return rc;
    mlsys_ufac_pow(f, n);
    return MLSYS_OK;
}

/* unitexpr := ['/'] uatom (('*' | '/') uatom)*, where '*' and '/' continue
 * the unit only when a unit atom follows them. */
static int unitexpr(struct parser *p, struct mlsys_ufac *f)
{
    size_t g0 = p->i = skip_ws(p->s, p->i);
    int sign = 1;
    mlsys_ufac_one(f);
    if (p->s[g0] == '/') {
        sign = -1;
        g0 = p->i = skip_ws(p->s, g0 + 1);
    }
    for (;;) {
        struct mlsys_ufac a;
        int rc = uatom(p, g0, &a);
        if (rc)
            return rc;
        mlsys_ufac_mul(f, &a, sign);
        size_t j = skip_ws(p->s, p->i);
        char c = p->s[j];
        if ((c != '*' && c != '/') || !unit_ahead(p->s, j + 1))
            return MLSYS_OK;
        sign = c == '*' ? 1 : -1;
        p->i = j + 1;
    }
}

/* True when a unit expression starts at s+i. */
static bool unitexpr_ahead(const char *s, size_t i)
{
    i = skip_ws(s, i);
    return unit_ahead(s, i) || (s[i] == '/' && unit_ahead(s, i + 1));
}

/* q times the unit factor f: the power of ten by one correctly rounded
 * multiplication or division by an exact 10^k (|k| <= 22), then num/den;
 * f's dimension added to q's. */
static void scale(mlsys_qty *q, const struct mlsys_ufac *f)
{
    if (f->e10 && q->v != 0)
        q->v = f->e10 > 0 ? q->v * mlsys_unit_pow10(f->e10) : q->v / mlsys_unit_pow10(-f->e10);
    q->v = q->v * f->num / f->den;
    for (int d = 0; d < MLSYS_NDIM; d++)
        q->dim[d] = (int8_t)(q->dim[d] + f->dim[d] > INT8_MAX   ? INT8_MAX
                             : q->dim[d] + f->dim[d] < INT8_MIN ? INT8_MIN
                                                                : q->dim[d] + f->dim[d]);
}

/* NUMBER [unitexpr] at p->i; with bare, NUMBER alone (the caller decides
 * where the unit belongs). The unit's power of ten is applied to the
 * decimal text so that "3.35 TB" reads as strtod("3.35e12"). */
static int quantity(struct parser *p, bool bare, mlsys_qty *out)
{
    const char *s = p->s, *num = s + p->i;
    size_t at = p->i, mant;
    long ex;
    size_t len = mlsys_unit_scan_number(num, &mant, &ex);
    char *end = (char *)num + len;
    double v = 0;
    errno = 0;
    if (len > 1 || num[0] != '0') /* strtod would read "0x1" as hex */
        v = strtod(num, &end);
    if (end != num + len)
        return fail(p, at, MLSYS_EPARSE, "malformed number '%.*s'", cut(num, len), num);
    if (errno == ERANGE || !isfinite(v) || (v != 0 && fabs(v) < DBL_MIN))
        return fail(p, at, MLSYS_ERANGE, "number out of range: '%.*s'", cut(num, len), num);
    p->i = at + len;
    mlsys_qty q = mlsys_qty_num(v);
    if (!bare && unitexpr_ahead(s, p->i)) {
        struct mlsys_ufac f;
        int rc = unitexpr(p, &f);
        if (rc)
            return rc;
        if (f.e10 && v != 0 && mant < 40) {
            char buf[64];
            snprintf(buf, sizeof buf, "%.*se%ld", (int)mant, num, ex + f.e10);
            q.v = strtod(buf, NULL);
            f.e10 = 0;
        }
        scale(&q, &f);
        if ((rc = check(p, at, &q, v != 0)))
            return rc;
    }
    *out = q;
    return MLSYS_OK;
}

static int expr(struct parser *p, mlsys_qty *out);

/* primary := NUMBER [unitexpr] | '(' expr ')' | unitexpr; p->bare (then
 * cleared) keeps a NUMBER's unit for the caller. */
static int primary(struct parser *p, mlsys_qty *out)
{
    const char *s = p->s;
    size_t at = p->i = skip_ws(s, p->i);
    bool bare = p->bare;
    int rc;
    p->bare = false;
    if (s[at] == '(') {
        if (p->depth >= MAX_DEPTH)
            return fail(p, at, MLSYS_EPARSE, "expression nested too deeply");
        p->depth++;
        p->i++;
        if ((rc = expr(p, out)))
            return rc;
        p->i = skip_ws(s, p->i);
        if (s[p->i] != ')')
            return fail(p, at, MLSYS_EPARSE, "missing ')'");
        p->i++;
        p->depth--;
        return MLSYS_OK;
    }
    if (is_digit(s[at]) || (s[at] == '.' && is_digit(s[at + 1])))
        return quantity(p, bare, out);
    if (unitexpr_ahead(s, at)) {
        struct mlsys_ufac f;
        if ((rc = unitexpr(p, &f)))
            return rc;
        mlsys_qty q = mlsys_qty_num(mlsys_unit_value(&f));
        memcpy(q.dim, f.dim, sizeof q.dim);
        if ((rc = check(p, at, &q, true)))
            return rc;
        *out = q;
        return MLSYS_OK;
    }
    if (!s[at])
        return fail(p, at, MLSYS_EPARSE, "unexpected end of text");
    return fail(p, at, MLSYS_EPARSE, "unexpected '%.*s'", cut(s + at, token_len(s + at)), s + at);
}

/* power := primary ['^' ['-'] INT] */
static int power(struct parser *p, mlsys_qty *out)
{
    mlsys_qty a;
    int n, rc = primary(p, &a);
    if (rc)
        return rc;
    size_t j = skip_ws(p->s, p->i);
    if (p->s[j] == '^') {
        p->i = j;
        if ((rc = exponent(p, &n)))
            return rc;
        if (a.v == 0 && n < 0)
            return fail(p, j, MLSYS_ERANGE, "division by zero");
        mlsys_qty r = mlsys_qty_pow(a, n);
        if ((rc = check(p, j, &r, a.v != 0)))
            return rc;
        a = r;
    }
    *out = a;
    return MLSYS_OK;
}

/* unary := '-' unary | power */
static int unary(struct parser *p, mlsys_qty *out)
{
    size_t at = p->i = skip_ws(p->s, p->i);
    if (p->s[at] != '-')
        return power(p, out);
    if (p->depth >= MAX_DEPTH)
        return fail(p, at, MLSYS_EPARSE, "expression nested too deeply");
    p->depth++;
    p->i++;
    int rc = unary(p, out);
    p->depth--;
    if (!rc)
        out->v = -out->v;
    return rc;
}

/* The unit expression at p->i applied to the unit-free value *a, which
 * starts at byte t0: "4096^3 FLOP", "(1/3) s". */
static int unit_after(struct parser *p, size_t t0, mlsys_qty *a)
{
    struct mlsys_ufac f;
    int rc = unitexpr(p, &f);
    if (rc)
        return rc;
    bool nonzero = a->v != 0;
    scale(a, &f);
    return check(p, t0, a, nonzero);
}

/* Text of the len bytes at s without trailing white space, as a length. */
static int rtrim(const char *s, size_t len)
{
    while (len && is_space(s[len - 1]))
        len--;
    return cut(s, len);
}

/* q for people ("333.3 ms"), for a message. */
static void reading(mlsys_qty q, char *buf, size_t n)
{
    char unit[48];
    mlsys_qty_unit_name(q.dim, unit, sizeof unit);
    if (mlsys_units_format(q, unit, MLSYS_FMT_AUTO, 4, buf, n, NULL))
        snprintf(buf, n, "%.4g %.40s", q.v, unit);
}

/* "A / B UNIT" with A and B free of units (A from byte t0, '/' at j, B
 * from b0 to b1, the unit f from u0 to p->i) reads as (A/B) UNIT or as
 * A/(B UNIT); people mean both ("1/3 s" a third of a second, "16 / 58 ms"
 * a rate). Where the readings differ, refuse with both spelled out; where
 * they agree (a count word such as "tokens"), *a = A/B. */
static int slash_unit(struct parser *p, size_t t0, size_t j, size_t b0, size_t b1, size_t u0,
                      const struct mlsys_ufac *f, mlsys_qty *a, mlsys_qty b)
{
    const char *s = p->s;
    mlsys_qty whole = mlsys_qty_div(*a, b), bu = b;
    scale(&whole, f);
    scale(&bu, f);
    mlsys_qty part = mlsys_qty_div(*a, bu);
    if (whole.v == part.v && mlsys_qty_same_dim(whole, part)) {
        *a = whole;
        return check(p, j, a, a->v != 0);
    }
    char r1[64], r2[64];
    reading(whole, r1, sizeof r1);
    reading(part, r2, sizeof r2);
    int la = rtrim(s + t0, j - t0), lb = rtrim(s + b0, b1 - b0), lu = cut(s + u0, p->i - u0);
    return fail(p, j, MLSYS_EPARSE,
                "ambiguous '%.*s': write '(%.*s/%.*s) %.*s' for %s, or '%.*s/(%.*s %.*s)' for %s",
                rtrim(s + t0, p->i - t0), s + t0, la, s + t0, lb, s + b0, lu, s + u0, r1, la,
                s + t0, lb, s + b0, lu, s + u0, r2);
}

/* term := unary (('*' | '/') unary)*, where a unit may follow any run of
 * unit-free operands and then applies to the whole run: "4096^3 FLOP",
 * "2*4096^3 FLOP", "(1/3) s". After '/' such a unit could belong to the
 * divisor alone; slash_unit decides. */
static int term(struct parser *p, mlsys_qty *out)
{
    mlsys_qty a, b;
    size_t t0 = skip_ws(p->s, p->i);
    unsigned long u = p->units_read;
    int rc = unary(p, &a);
    if (rc)
        return rc;
    bool plain = p->units_read == u; /* no unit word in the term so far */
    for (;;) {
        if (plain && unitexpr_ahead(p->s, p->i)) {
            if ((rc = unit_after(p, t0, &a)))
                return rc;
            plain = false;
        }
        size_t j = skip_ws(p->s, p->i);
        char c = p->s[j];
        if (c != '*' && c != '/')
            break;
        size_t b0 = p->i = skip_ws(p->s, j + 1);
        bool split = c == '/' && plain; /* a unit after B: B's, or A/B's? */
        u = p->units_read;
        p->bare = split;
        if ((rc = unary(p, &b)))
            return rc;
        if (c == '/' && b.v == 0)
            return fail(p, j, MLSYS_ERANGE, "division by zero");
        if (split && p->units_read == u && unitexpr_ahead(p->s, p->i)) {
            size_t b1 = p->i, u0 = skip_ws(p->s, p->i);
            struct mlsys_ufac f;
            if ((rc = unitexpr(p, &f)) || (rc = slash_unit(p, t0, j, b0, b1, u0, &f, &a, b)))
                return rc;
            plain = false;
            continue;
        }
        plain = plain && p->units_read == u;
        mlsys_qty r = c == '*' ? mlsys_qty_mul(a, b) : mlsys_qty_div(a, b);
        if ((rc = check(p, j, &r, a.v != 0 && b.v != 0)))
            return rc;
        a = r;
    }
    *out = a;
    return MLSYS_OK;
}

/* expr := term (('+' | '-') term)* */
static int expr(struct parser *p, mlsys_qty *out)
{
    mlsys_qty a, b;
    int rc = term(p, &a);
    if (rc)
        return rc;
    for (;;) {
        size_t j = skip_ws(p->s, p->i);
        char c = p->s[j];
        if (c != '+' && c != '-')
            break;
        p->i = j + 1;
        if ((rc = term(p, &b)))
            return rc;
        rc = c == '+' ? mlsys_qty_add(a, b, &a, p->err) : mlsys_qty_sub(a, b, &a, p->err);
        if (rc) {
            if (p->err)
                p->err->col = mlsys_unit_col(p->s, j);
            return rc;
        }
        if ((rc = check(p, j, &a, false)))
            return rc;
    }
    *out = a;
    return MLSYS_OK;
}

/* Refuse bytes that are not UTF-8 before reading anything. */
static int check_utf8(const struct parser *p)
{
    long bad = mlsys_text_bad_utf8(p->s);
    if (bad < 0)
        return MLSYS_OK;
    return fail(p, (size_t)bad, MLSYS_EPARSE, "invalid UTF-8 byte 0x%02x",
                (unsigned char)p->s[bad]);
}

/* Refuse anything but white space after what was read (a `what`). */
static int trailing(const struct parser *p, const char *what)
{
    const char *s = p->s;
    size_t j = skip_ws(s, p->i);
    if (!s[j])
        return MLSYS_OK;
    if (s[j] == ')')
        return fail(p, j, MLSYS_EPARSE, "unexpected ')'");
    return fail(p, j, MLSYS_EPARSE, "unexpected '%.*s' after %s", cut(s + j, token_len(s + j)),
                s + j, what);
}

/* Contract in units_impl.h. */
int mlsys_unit_parse_text(const char *text, mlsys_qty *out, bool *saw_unit, struct mlsys_err *err)
{
    struct parser p = {text ? text : "", 0, 0, false, false, 0, err};
    mlsys_qty q;
    int rc = check_utf8(&p);
    if (rc)
        return rc;
    if (!p.s[skip_ws(p.s, 0)])
        return fail(&p, 0, MLSYS_EPARSE, "empty quantity");
    if ((rc = expr(&p, &q)) || (rc = trailing(&p, "quantity")))
        return rc;
    *out = q;
    if (saw_unit)
        *saw_unit = p.saw_unit;
    return MLSYS_OK;
}

/* Contract in units.h. */
int mlsys_units_parse(const char *text, mlsys_qty *out, struct mlsys_err *err)
{
    return mlsys_unit_parse_text(text, out, NULL, err);
}

/* Contract in units_impl.h. */
int mlsys_unit_factor_parse(const char *text, struct mlsys_ufac *f, struct mlsys_err *err)
{
    struct parser p = {text ? text : "", 0, 0, false, false, 0, err};
    const char *s = p.s;
    struct mlsys_ufac u;
    int rc = check_utf8(&p);
    if (rc)
        return rc;
    mlsys_ufac_one(&u);
    size_t at = p.i = skip_ws(s, 0);
    if (s[at] == '1' && (!s[skip_ws(s, at + 1)] || s[skip_ws(s, at + 1)] == '/'))
        p.i = skip_ws(s, at + 1); /* "1" or "1/s" */
    if (s[p.i]) {
        if (!unitexpr_ahead(s, p.i))
            return fail(&p, p.i, MLSYS_EPARSE, "expected a unit, got '%.*s'",
                        cut(s + p.i, token_len(s + p.i)), s + p.i);
        if ((rc = unitexpr(&p, &u)) || (rc = trailing(&p, "unit")))
            return rc;
    }
    mlsys_qty q = mlsys_qty_num(mlsys_unit_value(&u));
    memcpy(q.dim, u.dim, sizeof q.dim);
    if ((rc = check(&p, at, &q, true)))
        return rc;
    *f = u;
    return MLSYS_OK;
}

/* Contract in units.h. */
int mlsys_units_parse_unit(const char *text, mlsys_qty *out, struct mlsys_err *err)
{
    struct mlsys_ufac f;
    int rc = mlsys_unit_factor_parse(text, &f, err);
    if (rc)
        return rc;
    out->v = mlsys_unit_value(&f);
    memcpy(out->dim, f.dim, sizeof out->dim);
    return MLSYS_OK;
}
